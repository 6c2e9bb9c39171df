import { BUSINESS } from '@shared/constants';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The only sources the page may use: its own script and stylesheet, and our API. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'";

/**
 * The sandbox checkout page shown in the storefront's payment frame. Static markup; the card form
 * comes alive through checkout-frame.js. Texts the script shows later ride along as data attributes.
 */
export function renderSandboxCheckoutPage(input: { accessCode: string; frameId: string }): string {
  const texts = JSON.stringify({
    cardNumberInvalid: sandboxTexts.cardNumberInvalid,
    expiryInvalid: sandboxTexts.expiryInvalid,
    expired: sandboxTexts.expired,
    cvvInvalid: sandboxTexts.cvvInvalid,
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(sandboxTexts.title)} · ${escapeHtml(BUSINESS.name)}</title>
<link rel="stylesheet" href="/payments/sandbox/checkout.css">
</head>
<body>
<main class="sbx" data-access-code="${escapeHtml(input.accessCode)}" data-frame-id="${escapeHtml(input.frameId)}"
  data-texts="${escapeHtml(texts)}" data-success="${escapeHtml(sandboxTexts.success)}"
  data-transfer-pending="${escapeHtml(sandboxTexts.transferPending)}" data-already-paid="${escapeHtml(sandboxTexts.alreadyPaid)}">
  <header class="sbx-head">
    <span class="sbx-brand">${escapeHtml(BUSINESS.name)}</span>
    <span class="sbx-badge">Sandbox</span>
  </header>
  <div class="sbx-loading" id="sbx-loading" role="status">Loading checkout…</div>
  <section class="sbx-body" id="sbx-pay" hidden aria-label="${escapeHtml(sandboxTexts.title)}">
    <p class="sbx-amount"><span>Amount</span> <strong id="sbx-amount"></strong></p>
    <p class="sbx-email" id="sbx-email"></p>
    <p class="sbx-notice">${escapeHtml(sandboxTexts.notice)}</p>
    <form id="sbx-form" novalidate>
      <div class="sbx-field">
        <label for="card-number">${escapeHtml(sandboxTexts.cardNumber)}</label>
        <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" aria-describedby="card-number-error">
        <p class="sbx-error" id="card-number-error"></p>
      </div>
      <div class="sbx-row">
        <div class="sbx-field">
          <label for="expiry">${escapeHtml(sandboxTexts.expiry)}</label>
          <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(sandboxTexts.expiryPlaceholder)}" aria-describedby="expiry-error">
          <p class="sbx-error" id="expiry-error"></p>
        </div>
        <div class="sbx-field">
          <label for="cvv">${escapeHtml(sandboxTexts.cvv)}</label>
          <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123" aria-describedby="cvv-error">
          <p class="sbx-error" id="cvv-error"></p>
        </div>
      </div>
      <p class="sbx-form-error" id="sbx-form-error" role="alert"></p>
      <button type="submit" class="sbx-pay" id="sbx-pay-button">${escapeHtml(sandboxTexts.pay)}</button>
      <button type="button" class="sbx-cancel" id="sbx-cancel">${escapeHtml(sandboxTexts.cancel)}</button>
    </form>
    <details class="sbx-cards">
      <summary>Test cards</summary>
      <ul>
        <li><code>${grouped(SANDBOX_CARDS.success)}</code> succeeds</li>
        <li><code>${grouped(SANDBOX_CARDS.declined)}</code> is declined</li>
        <li><code>${grouped(SANDBOX_CARDS.transferPending)}</code> ends as a bank transfer awaiting confirmation</li>
      </ul>
      <p>Any future expiry date and any 3-digit CVV.</p>
    </details>
  </section>
  <section class="sbx-done" id="sbx-done" hidden role="status"></section>
</main>
<script src="/payments/sandbox/checkout.js"></script>
</body>
</html>`;
}
