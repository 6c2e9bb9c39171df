// The sandbox's checkout page script: a card form that talks to the sandbox provider API and
// tells the storefront what happened with postMessage (docs/storefront-spec.md §4 "Messages from the checkout frame").
// Served as a file so the page needs no inline script (Content-Security-Policy forbids them).
(() => {
  const root = document.querySelector('[data-access-code]');
  const accessCode = root.getAttribute('data-access-code');
  const frameId = root.getAttribute('data-frame-id');
  const api = '/api/payments/sandbox';
  const framed = window.parent !== window;
  const $ = (id) => document.getElementById(id);

  /** Messages go to our own origin only: the storefront that opened this frame. */
  function post(event, data) {
    if (!framed) return;
    window.parent.postMessage({ event, frameId, data: data || {} }, window.location.origin);
  }

  function money(minor, currency) {
    const major = (minor / 100).toLocaleString('en-NG', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return `${currency} ${major}`;
  }

  async function call(method, path, body) {
    const response = await fetch(api + path, {
      method,
      headers: body
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok || json.status === false) {
      const message =
        json.message || json.error?.message || 'The sandbox could not handle this request.';
      const fields = json.error?.fields || {};
      throw Object.assign(new Error(message), { fields });
    }
    return json;
  }

  function show(section) {
    for (const id of ['sbx-loading', 'sbx-pay', 'sbx-done']) $(id).hidden = id !== section;
  }

  function finish(text, tone) {
    const done = $('sbx-done');
    done.textContent = text;
    done.className = `sbx-done sbx-done-${tone}`;
    show('sbx-done');
  }

  /** Outside a frame (the hosted-page fallback) the diner goes back to the storefront's checkout. */
  function backToStore(reference) {
    if (framed) return;
    const query = reference ? `?reference=${encodeURIComponent(reference)}` : '';
    window.location.assign(`/checkout/payment${query}`);
  }

  const fieldErrors = { cardNumber: 'card-number-error', expiry: 'expiry-error', cvv: 'cvv-error' };
  const fieldInputs = { cardNumber: 'card-number', expiry: 'expiry', cvv: 'cvv' };

  function setFieldError(field, message) {
    const error = $(fieldErrors[field]);
    const input = $(fieldInputs[field]);
    error.textContent = message || '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  function clearErrors() {
    for (const field of Object.keys(fieldErrors)) setFieldError(field, '');
    $('sbx-form-error').textContent = '';
  }

  /** The same checks the sandbox makes, so a typo is caught before the round trip. */
  function validate(values) {
    const texts = JSON.parse(root.getAttribute('data-texts'));
    const errors = {};
    const digits = values.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = texts.cardNumberInvalid;
    const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
    if (!expiry) errors.expiry = texts.expiryInvalid;
    else if (Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1) <= Date.now())
      errors.expiry = texts.expired;
    if (!/^\d{3}$/.test(values.cvv.trim())) errors.cvv = texts.cvvInvalid;
    return errors;
  }

  // Card number in groups of four, expiry as MM/YY, while typing.
  $('card-number').addEventListener('input', (event) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, 19);
    event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  });
  $('expiry').addEventListener('input', (event) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
    event.target.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  });
  $('cvv').addEventListener('input', (event) => {
    event.target.value = event.target.value.replace(/\D/g, '').slice(0, 3);
  });

  let transaction = null;
  let busy = false;

  $('sbx-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy || !transaction) return;
    clearErrors();
    const values = {
      cardNumber: $('card-number').value,
      expiry: $('expiry').value,
      cvv: $('cvv').value,
    };
    const errors = validate(values);
    const invalid = Object.keys(errors);
    if (invalid.length > 0) {
      for (const field of invalid) setFieldError(field, errors[field]);
      $(fieldInputs[invalid[0]]).focus();
      return;
    }
    busy = true;
    const button = $('sbx-pay-button');
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      const result = await call('POST', '/charge', { accessCode, ...values });
      const outcome = result.data;
      if (outcome.status === 'success') {
        finish(root.getAttribute('data-success'), 'success');
        const payload = {
          reference: outcome.reference,
          trxref: outcome.reference,
          status: 'success',
          message: 'Approved',
          trans: String(outcome.id),
          transaction: String(outcome.id),
        };
        post('success', payload);
        backToStore(outcome.reference);
      } else if (outcome.status === 'pending') {
        finish(root.getAttribute('data-transfer-pending'), 'pending');
        post('transfer:pending', { reference: outcome.reference, status: 'pending' });
        backToStore(outcome.reference);
      } else {
        $('sbx-form-error').textContent = outcome.message;
        $('card-number').focus();
      }
    } catch (error) {
      const fields = error.fields || {};
      const named = Object.keys(fields).filter((f) => fieldErrors[f]);
      if (named.length > 0) {
        for (const field of named) setFieldError(field, fields[field]);
        $(fieldInputs[named[0]]).focus();
      } else {
        $('sbx-form-error').textContent = error.message;
      }
    } finally {
      busy = false;
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  });

  let cancelling = false;

  /** The diner gives up: the transaction is abandoned and the storefront closes the checkout. */
  async function cancel() {
    if (busy || cancelling) return;
    cancelling = true;
    try {
      await call('POST', '/abandon', { accessCode }).catch(() => {});
      post('cancel', { reference: transaction ? transaction.reference : null });
      backToStore(transaction ? transaction.reference : null);
    } finally {
      cancelling = false;
    }
  }

  $('sbx-cancel').addEventListener('click', cancel);

  // Keys pressed in this frame never reach the storefront's page, so Escape is handled here: it
  // closes the checkout like the Cancel button (the storefront then puts the focus back where the
  // diner started). Only in a frame: on the full-page fallback Escape leaves the page alone.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !framed) return;
    event.preventDefault();
    cancel();
  });

  async function load() {
    post('loaded:checkout', {});
    try {
      const result = await call(
        'GET',
        `/transaction/verify_access_code/${encodeURIComponent(accessCode)}`,
      );
      transaction = result.data;
      if (transaction.transaction_status === 'success') {
        finish(root.getAttribute('data-already-paid'), 'success');
        return;
      }
      $('sbx-amount').textContent = money(transaction.amount, transaction.currency);
      $('sbx-email').textContent = transaction.email;
      show('sbx-pay');
      post('loaded:transaction', {
        id: transaction.id,
        accessCode: transaction.access_code,
        reference: transaction.reference,
        email: transaction.email,
        amount: transaction.amount,
        currency: transaction.currency,
      });
      $('card-number').focus();
    } catch (error) {
      finish(error.message, 'error');
      post('error', { message: error.message, setup: true });
    }
  }

  load();
})();
