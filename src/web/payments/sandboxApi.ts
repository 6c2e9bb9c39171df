import type { InlineApiResponse, ProviderApi } from './inline-types';

const BASE = '/api/payments/sandbox';

/**
 * The sandbox provider's inline API over fetch. It answers `{status, message, data}`; a refused
 * request (our server's `{error}` shape, or no answer at all) becomes `status: false` with its message.
 */
async function call(path: string, init: RequestInit): Promise<InlineApiResponse> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { credentials: 'same-origin', ...init });
  } catch {
    return {
      status: false,
      message: 'The payment provider could not be reached. Please try again.',
    };
  }
  const json = (await response.json().catch(() => null)) as
    | (InlineApiResponse & { error?: { message?: string } })
    | null;
  if (json && typeof json.status === 'boolean') return json;
  return {
    status: false,
    message: json?.error?.message ?? `The payment provider answered ${response.status}.`,
  };
}

export const sandboxApi: ProviderApi = {
  requestInline(params, options) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': navigator.language || 'en',
    };
    if (options.connectAccount) headers['x-connect-account'] = options.connectAccount;
    return call('/checkout/request_inline', {
      method: 'POST',
      headers,
      body: JSON.stringify(params),
    });
  },
  verifyAccessCode(accessCode) {
    return call(`/transaction/verify_access_code/${encodeURIComponent(accessCode)}`, {
      headers: { accept: 'application/json' },
    });
  },
};
