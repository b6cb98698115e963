import { describe, expect, it } from 'vitest';
import { bbbSettings, zoomSettings } from './meeting-room-config.js';

// The providers exist only when configured; half a configuration stops the server, naming what is missing.

describe('meeting-room settings from the environment', () => {
  it('has no BigBlueButton without BBB_URL and BBB_SECRET, and refuses one without the other', () => {
    expect(bbbSettings({})).toBeNull();
    expect(() => bbbSettings({ BBB_URL: 'https://bbb.example.org/bigbluebutton/' })).toThrow(/BBB_SECRET/);
    expect(() => bbbSettings({ BBB_SECRET: 's' })).toThrow(/BBB_URL/);
  });

  it('takes the URL bbb-conf prints, sha1 by default, and PUBLIC_URL for the callbacks', () => {
    expect(
      bbbSettings({
        BBB_URL: 'https://bbb.example.org/bigbluebutton/',
        BBB_SECRET: 's',
        PUBLIC_URL: 'https://school.example.org/',
      }),
    ).toEqual({
      apiUrl: 'https://bbb.example.org/bigbluebutton/api',
      sharedSecret: 's',
      checksumAlgorithm: 'sha1',
      callbackBaseUrl: 'https://school.example.org',
    });
    expect(
      bbbSettings({ BBB_URL: 'https://bbb.example.org', BBB_SECRET: 's', BBB_CHECKSUM_ALGORITHM: 'SHA256' }),
    ).toMatchObject({
      apiUrl: 'https://bbb.example.org/bigbluebutton/api',
      checksumAlgorithm: 'sha256',
      callbackBaseUrl: null,
    });
    expect(() => bbbSettings({ BBB_URL: 'https://b.example', BBB_SECRET: 's', BBB_CHECKSUM_ALGORITHM: 'md5' })).toThrow(
      /sha1, sha256/,
    );
  });

  it('has Zoom with all three app credentials or none', () => {
    expect(zoomSettings({})).toBeNull();
    expect(() => zoomSettings({ ZOOM_WEBHOOK_SECRET_TOKEN: 't' })).toThrow(/ZOOM_WEBHOOK_SECRET_TOKEN/);
    expect(() => zoomSettings({ ZOOM_ACCOUNT_ID: 'a', ZOOM_CLIENT_ID: 'c' })).toThrow(/ZOOM_CLIENT_SECRET/);
    expect(zoomSettings({ ZOOM_ACCOUNT_ID: 'a', ZOOM_CLIENT_ID: 'c', ZOOM_CLIENT_SECRET: 's' })).toMatchObject({
      webhookSecretToken: null,
      apiBaseUrl: 'https://api.zoom.us/v2',
      oauthUrl: 'https://zoom.us/oauth/token',
      hostUserId: 'me',
    });
  });
});
