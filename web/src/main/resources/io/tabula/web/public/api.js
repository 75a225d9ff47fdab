// Talks to the Tabula server. Every failure becomes an Error whose message is the server's
// one-sentence reason (or says that the server could not be reached), so the page can show
// it; nothing here swallows an error.

/** Sends a request and returns the parsed JSON body; throws ApiError when the answer is not 2xx. */
export async function request(method, url, body, contentType = 'application/json') {
  const init = { method, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.body = contentType === 'application/json' ? JSON.stringify(body) : body;
    init.headers['Content-Type'] = contentType;
  }
  let response;
  try {
    response = await fetch(url, init);
  } catch (networkError) {
    throw new ApiError(0, `The server could not be reached (${networkError.message}).`);
  }
  if (!response.ok) throw await errorOf(response);
  const text = await response.text();
  return text === '' ? null : JSON.parse(text);
}

/** Fetches a file (a record) as a Blob together with its suggested file name. */
export async function download(url, fallbackName) {
  let response;
  try {
    response = await fetch(url);
  } catch (networkError) {
    throw new ApiError(0, `The server could not be reached (${networkError.message}).`);
  }
  if (!response.ok) throw await errorOf(response);
  const disposition = response.headers.get('Content-Disposition') || '';
  const named = /filename="?([^";]+)"?/.exec(disposition);
  return { blob: await response.blob(), name: named ? named[1] : fallbackName };
}

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function errorOf(response) {
  const text = await response.text();
  let message = `The server answered ${response.status} ${response.statusText}.`;
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed.error === 'string') message = parsed.error;
  } catch (notJson) {
    if (text.trim() !== '' && text.length < 300) message = text.trim();
  }
  return new ApiError(response.status, message);
}

/** Shows an error in the page's alert region (role="alert" is read out by screen readers). */
export function showError(region, error) {
  region.textContent = error instanceof Error ? error.message : String(error);
  region.hidden = false;
}

export function clearError(region) {
  region.textContent = '';
  region.hidden = true;
}
