import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserLocationSource,
  createMemoryLocationSource,
  createStaticLocationSource,
  parseAddress,
} from '@/lib/navigation/location-source';

describe('parseAddress', () => {
  it('splits an address of the site into path, query and hash', () => {
    expect(parseAddress('/member-card?id=42#card')).toEqual({
      pathname: '/member-card',
      search: '?id=42',
      hash: '#card',
    });
    expect(parseAddress('/blog')).toEqual({ pathname: '/blog', search: '', hash: '' });
  });
});

describe('the browser location source', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('pushes a new address, tells its listeners and reads it back', () => {
    window.history.replaceState(null, '', '/');
    const source = createBrowserLocationSource();
    const onChange = vi.fn();
    source.listen(onChange);
    const entriesBefore = window.history.length;

    source.navigate('/blog?page=2');

    expect(window.location.pathname).toBe('/blog');
    expect(source.location).toEqual({ pathname: '/blog', search: '?page=2', hash: '' });
    expect(source.action).toBe('PUSH');
    expect(window.history.length).toBe(entriesBefore + 1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('replaces the entry when asked to, and when the address is the one already shown', () => {
    window.history.replaceState(null, '', '/donate');
    const source = createBrowserLocationSource();
    const entriesBefore = window.history.length;

    source.navigate('/donate');
    expect(source.action).toBe('REPLACE');

    source.navigate('/auth/sign-in', { replace: true });
    expect(source.action).toBe('REPLACE');
    expect(window.location.pathname).toBe('/auth/sign-in');
    expect(window.history.length).toBe(entriesBefore);
  });

  it('hears Back and Forward through popstate', () => {
    const source = createBrowserLocationSource();
    const onChange = vi.fn();
    const stopListening = source.listen(onChange);

    window.history.replaceState(null, '', '/programs');
    window.dispatchEvent(new PopStateEvent('popstate'));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(source.action).toBe('POP');
    expect(source.location.pathname).toBe('/programs');

    stopListening();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('the memory location source', () => {
  it('keeps a history that can go back', () => {
    const history = createMemoryLocationSource('/blog');
    const onChange = vi.fn();
    history.listen(onChange);

    history.navigate('/blog/7');
    expect(history.location.pathname).toBe('/blog/7');
    expect(history.action).toBe('PUSH');

    history.back();
    expect(history.location.pathname).toBe('/blog');
    expect(history.action).toBe('POP');

    history.navigate('/donate', { replace: true });
    expect(history.action).toBe('REPLACE');
    history.back();
    // The replaced entry was the first: there is nothing before it.
    expect(history.location.pathname).toBe('/donate');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('keeps the same location object until the address changes', () => {
    const history = createMemoryLocationSource('/');
    const first = history.location;
    expect(history.location).toBe(first);
    history.navigate('/who-we-are');
    expect(history.location).not.toBe(first);
  });
});

describe('the static location source', () => {
  it('stays at its address and refuses to navigate', () => {
    const source = createStaticLocationSource('/donate');
    expect(source.location.pathname).toBe('/donate');
    expect(() => source.navigate('/blog')).toThrow('/donate');
  });
});
