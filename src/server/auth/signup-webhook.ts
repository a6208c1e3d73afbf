// Optional push of new signups to an operator's webhook (the spec's spreadsheet push); failures are logged only.

export function notifySignup(options: {
  url: string | undefined;
  email: string;
  createdAt: Date;
}): void {
  if (!options.url) return;
  const body = JSON.stringify({
    email: options.email,
    plan: 'fresh_start',
    created_at: options.createdAt.toISOString(),
  });
  fetch(options.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(5000),
  })
    .then((response) => {
      if (!response.ok) console.warn(`Signup webhook answered ${response.status}`);
    })
    .catch((error: unknown) => console.warn('Signup webhook failed', error));
}
