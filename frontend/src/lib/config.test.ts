import { DEFAULT_LATEST_EPISODE_URL, DEFAULT_VIDEO_CHANNEL_URL, createConfig } from './config';

describe('frontend config', () => {
  test('defaults: product name, cookie name, our own /login, real media links, nothing else', () => {
    const config = createConfig({});
    expect(config.productName).toBe('Wonderkin');
    expect(config.userIdCookie).toBe('wonderkin-user-id');
    expect(config.signInUrl).toBe('/login');
    expect(config.signUpUrl).toBe('/login');
    expect(config.signInIsExternal).toBe(false);
    expect(config.videoChannelUrl).toBe(DEFAULT_VIDEO_CHANNEL_URL);
    expect(config.latestEpisodeUrl).toBe(DEFAULT_LATEST_EPISODE_URL);
    expect(config.gaMeasurementId).toBeUndefined();
    expect(config.supportEmail).toBeUndefined();
    expect(config.socialLinks).toEqual([]);
  });

  test('an application host sends Log In / Sign Up to its sign_in and sign_up paths', () => {
    const config = createConfig({ VITE_APP_HOST_URL: 'https://app.example.com/' });
    expect(config.signInUrl).toBe('https://app.example.com/sign_in');
    expect(config.signUpUrl).toBe('https://app.example.com/sign_up');
    expect(config.signInIsExternal).toBe(true);
  });

  test('the product name sets the cookie name; "off" hides a media link; blank values count as unset', () => {
    const config = createConfig({
      VITE_PRODUCT_NAME: 'Little Sparks',
      VITE_VIDEO_CHANNEL_URL: 'off',
      VITE_LATEST_EPISODE_URL: '  ',
      VITE_INSTAGRAM_URL: 'https://instagram.com/sparks',
    });
    expect(config.userIdCookie).toBe('little-sparks-user-id');
    expect(config.videoChannelUrl).toBeUndefined();
    expect(config.latestEpisodeUrl).toBe(DEFAULT_LATEST_EPISODE_URL);
    expect(config.socialLinks).toEqual([{ network: 'instagram', label: 'Instagram', url: 'https://instagram.com/sparks' }]);
  });
});
