import { describe, expect, it } from 'vitest';
import { toVideoSource } from './video-source.ts';

describe('toVideoSource', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
  ])('embeds YouTube from %s', (address) => {
    expect(toVideoSource(address)).toEqual({
      kind: 'embed',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('embeds Vimeo', () => {
    expect(toVideoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('plays files, same-site paths included, and refuses other schemes', () => {
    expect(toVideoSource('https://cdn.example.com/intro.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/intro.mp4',
    });
    expect(toVideoSource('/media/12/intro.mp4')).toEqual({ kind: 'file', src: '/media/12/intro.mp4' });
    expect(toVideoSource('javascript:alert(1)')).toBeNull();
    expect(toVideoSource('data:video/mp4;base64,AAAA')).toBeNull();
  });
});
