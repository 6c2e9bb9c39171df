import { BUSINESS } from '@shared/constants';

export interface MailContent {
  /** Heading and first line of the mail. */
  title: string;
  greeting: string;
  paragraphs: string[];
  /** Label/value rows, e.g. reservation details. */
  details?: Array<[string, string]>;
  action?: { label: string; url: string };
  footnote?: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Renders one mail as HTML (inline styles, as mail clients need) and as plain text. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const details = content.details ?? [];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#f6f1ea;font-family:Georgia,'Times New Roman',serif;color:#2b211b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#7a2e1d;color:#fff7ee;padding:20px 28px;font-size:22px;letter-spacing:.5px">${escapeHtml(BUSINESS.name)} <span style="font-size:14px;opacity:.8">${escapeHtml(BUSINESS.tagline)}</span></td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
<p style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${
  details.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;margin:8px 0 16px;border-collapse:collapse">${details
        .map(
          ([label, value]) =>
            `<tr><td style="color:#7b6a5d;padding-right:16px">${escapeHtml(label)}</td><td style="font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${
  content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#c2552d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-family:Arial,sans-serif;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#7b6a5d;word-break:break-all">Or open this link: ${escapeHtml(content.action.url)}</p>`
    : ''
}
${content.footnote ? `<p style="font-family:Arial,sans-serif;font-size:12px;color:#7b6a5d">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 28px;background:#fbf7f2;font-family:Arial,sans-serif;font-size:12px;color:#7b6a5d">${escapeHtml(BUSINESS.name)} · ${escapeHtml(BUSINESS.street)} · ${escapeHtml(BUSINESS.phone)}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    content.title,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(details.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `${BUSINESS.name} · ${BUSINESS.street} · ${BUSINESS.phone}`,
  ].join('\n');

  return { html, text };
}
