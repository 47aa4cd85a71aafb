// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce, useLoaded } from './load-once.ts';

function Shows({ module }: { module: ReturnType<typeof loadOnce<string>> }) {
  return <p>{useLoaded(module) ?? 'not yet'}</p>;
}

describe('a module loaded once, when first asked for', () => {
  afterEach(cleanup);

  it('is not loaded until asked, then once however often asked, and its users render with it', async () => {
    const importer = vi.fn(async () => 'the module');
    const module = loadOnce(importer);
    const { container } = render(<Shows module={module} />);
    expect(importer).not.toHaveBeenCalled();
    expect(module.requested()).toBe(false);
    expect(container.textContent).toBe('not yet');

    await act(async () => {
      await Promise.all([module.load(), module.load()]);
    });
    expect(importer).toHaveBeenCalledOnce();
    expect(module.requested()).toBe(true);
    expect(container.textContent).toBe('the module');
    await expect(module.load()).resolves.toBe('the module');
    expect(importer).toHaveBeenCalledOnce();
  });

  it('keeps why a load failed, and asks again at the next load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('the module');
    const module = loadOnce<string>(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.failure()).toEqual(new Error('offline'));
    expect(module.requested()).toBe(false);
    await expect(module.load()).resolves.toBe('the module');
    expect(module.failure()).toBeNull();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
