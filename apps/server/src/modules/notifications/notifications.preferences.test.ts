import { describe, expect, it } from 'vitest';
import { isChannelOn } from './notifications.preferences.ts';
import { isAllowedPushEndpoint } from './notifications.push.ts';
import { renderText } from './notifications.registry.ts';

describe('isChannelOn: control group × channel', () => {
  const choices = [undefined, true, false] as const;
  it.each(choices.flatMap((user) => choices.map((organization) => [user, organization] as const)))(
    'user disabled %s, organization disabled %s',
    (user, organization) => {
      const expected = user !== undefined ? !user : organization !== undefined ? !organization : true;
      expect(isChannelOn({ isCritical: false }, user, organization)).toBe(expected);
      // A critical group reaches everyone, whatever anyone chose.
      expect(isChannelOn({ isCritical: true }, user, organization)).toBe(true);
    },
  );
});

describe('push endpoints', () => {
  const hosts = ['fcm.googleapis.com', '*.push.services.mozilla.com', '127.0.0.1'];
  it.each([
    ['https://fcm.googleapis.com/fcm/send/x', true],
    ['https://eu.push.services.mozilla.com/wpush/v2/x', true],
    ['http://fcm.googleapis.com/fcm/send/x', false],
    ['https://evil.example/fcm.googleapis.com', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['http://127.0.0.1:9000/push', true],
    ['http://10.0.0.1/push', false],
    ['not a url', false],
  ])('%s → %s', (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, hosts)).toBe(allowed);
  });
});

describe('renderText', () => {
  it('fills parameters in the language, one text for both or one per language', () => {
    const text = { en: 'New in {course}: {title}', ar: 'جديد في {course}: {title}' };
    const params = { course: { en: 'Ethics', ar: 'الأخلاقيات' }, title: 'Week 1' };
    expect(renderText(text, params, 'en')).toBe('New in Ethics: Week 1');
    expect(renderText(text, params, 'ar')).toBe('جديد في الأخلاقيات: Week 1');
  });
});
