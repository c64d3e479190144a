import type { UnsubscribePageWords } from '../../mail/locales/mail-catalogue';

// The page behind the "Stop all deadline reminders" link in a reminder, in the language the
// reminders were written in. Opening it changes nothing (mail scanners open links); the button
// posts the same one-click request a mail client sends.

const STYLE = `body{font-family:Inter,system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:grid;min-height:100vh;place-items:center}
main{background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(15,23,42,.08);padding:32px;max-width:420px;margin:16px}
h1{font-size:20px;margin:0 0 8px}p{line-height:1.5;color:#334155}
button{background:#1d4ed8;color:#fff;border:0;border-radius:10px;padding:12px 20px;font-size:15px;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}a{color:#1d4ed8}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function page(words: UnsubscribePageWords, title: string, body: string): string {
  return `<!doctype html><html lang="${words.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Benji</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function confirmPage(token: string, words: UnsubscribePageWords): string {
  return page(
    words,
    words.confirmTitle,
    `<p>${escapeHtml(words.confirmText)}</p>
<form method="post" action="?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(words.confirmButton)}</button></form>`,
  );
}

export function resultPage(outcome: 'unsubscribed' | 'linkInvalid', words: UnsubscribePageWords, appUrl: string): string {
  return page(
    words,
    words.resultTitle,
    `<p>${escapeHtml(words[outcome])}</p><p><a href="${escapeHtml(appUrl)}/settings">${escapeHtml(words.openSettings)}</a></p>`,
  );
}
