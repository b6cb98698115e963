import { describe, expect, it, vi } from 'vitest';
import { installPush, readPushMessage, safeLink } from './push.sw';

const data = (value: unknown) => ({ json: () => value }) as unknown as PushMessageData;

describe('web push in the service worker', () => {
  it('shows the message the server pushed, or a plain notice when it cannot be read', () => {
    expect(readPushMessage(data({ id: 'n1', title: 'Homework', body: 'Due Friday', link: '/homework' }))).toEqual({
      id: 'n1',
      title: 'Homework',
      body: 'Due Friday',
      link: '/homework',
    });
    const broken = { json: () => JSON.parse('not json') } as unknown as PushMessageData;
    expect(readPushMessage(broken).body).toBe('You have a new notification.');
    expect(readPushMessage(null).title).toBe('ESC+');
  });

  it('follows only links inside the app', () => {
    expect(safeLink('/student-dashboard')).toBe('/student-dashboard');
    expect(safeLink('//evil.example/x')).toBe('/');
    expect(safeLink('https://evil.example/')).toBe('/');
    expect(safeLink(42)).toBe('/');
  });

  it('shows one notification per id and opens its link in an open tab', async () => {
    const handlers = new Map<string, (event: unknown) => void>();
    const showNotification = vi.fn(async () => undefined);
    const tab = {
      url: 'https://app.example/student-dashboard',
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(),
    };
    const sw = {
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
      registration: { showNotification },
      location: { origin: 'https://app.example' },
      clients: { matchAll: vi.fn(async () => [tab]), openWindow: vi.fn() },
    } as unknown as ServiceWorkerGlobalScope;
    installPush(sw);
    const waits: Promise<unknown>[] = [];
    handlers.get('push')!({
      data: data({ id: 'n7', title: 'Notice', link: '/notices' }),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    expect(showNotification).toHaveBeenCalledWith(
      'Notice',
      expect.objectContaining({ tag: 'n7', data: { link: '/notices' } }),
    );
    const close = vi.fn();
    handlers.get('notificationclick')!({
      notification: { close, data: { link: '/notices' } },
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    expect(close).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith('https://app.example/notices');
  });
});
