import type { Provider } from './auth.ts';

/**
 * Getting an access token from Google or Facebook in the browser. The SDK script is loaded only
 * when the button is pressed, and only when the server reports a client id for that provider.
 */

const SDK_URL: Record<Provider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
};

const loading = new Map<Provider, Promise<void>>();

function loadScript(provider: Provider): Promise<void> {
  const existing = loading.get(provider);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL[provider];
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(provider);
      reject(new Error(`The ${provider} sign-in could not be loaded.`));
    };
    document.head.append(script);
  });
  loading.set(provider, promise);
  return promise;
}

interface GoogleTokenClient {
  requestAccessToken: () => void;
}
interface GoogleGlobal {
  accounts: {
    oauth2: {
      initTokenClient: (config: {
        client_id: string;
        scope: string;
        callback: (answer: { access_token?: string; error?: string }) => void;
        error_callback?: (error: { type?: string }) => void;
      }) => GoogleTokenClient;
    };
  };
}
interface FacebookGlobal {
  init: (config: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void;
  login: (
    callback: (answer: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ) => void;
}

async function googleToken(clientId: string): Promise<string> {
  await loadScript('google');
  const google = (window as unknown as { google?: GoogleGlobal }).google;
  if (!google) throw new Error('Google sign-in is unavailable.');
  return new Promise((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (answer) =>
        answer.access_token ? resolve(answer.access_token) : reject(new Error(answer.error ?? 'cancelled')),
      error_callback: (error) => reject(new Error(error.type ?? 'cancelled')),
    });
    client.requestAccessToken();
  });
}

async function facebookToken(appId: string): Promise<string> {
  await loadScript('facebook');
  const FB = (window as unknown as { FB?: FacebookGlobal }).FB;
  if (!FB) throw new Error('Facebook sign-in is unavailable.');
  FB.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) => {
    FB.login(
      (answer) => {
        const token = answer.authResponse?.accessToken;
        if (token) resolve(token);
        else reject(new Error('cancelled'));
      },
      { scope: 'email' },
    );
  });
}

/** Asks the provider for an access token (a popup); rejects when cancelled or unavailable. */
export function providerAccessToken(provider: Provider, clientId: string): Promise<string> {
  return provider === 'google' ? googleToken(clientId) : facebookToken(clientId);
}
