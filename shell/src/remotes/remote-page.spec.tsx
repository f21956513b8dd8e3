import { type ComponentType } from 'react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { commonResources, initI18n } from '@shop/ui';
import { RemotePage } from './remote-page';
import type { RemotePageId } from './remote-page-id';

beforeAll(async () => {
  await initI18n(commonResources);
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Loads like the real loader: a lazy page per attempt, settled by the test. */
function controllableLoader() {
  const attempts: Array<ReturnType<typeof deferred<{ default: ComponentType }>>> = [];
  const pages = new Map<RemotePageId, ComponentType>();
  const load = (id: RemotePageId, fresh: boolean): ComponentType => {
    const cached = pages.get(id);
    if (cached && !fresh) return cached;
    const attempt = deferred<{ default: ComponentType }>();
    attempts.push(attempt);
    let result: { default: ComponentType } | undefined;
    let failure: unknown;
    const settled = attempt.promise.then(
      (module) => void (result = module),
      (error: unknown) => void (failure = error),
    );
    const Page = () => {
      if (failure) throw failure;
      if (!result) throw settled;
      const Loaded = result.default;
      return <Loaded />;
    };
    pages.set(id, Page);
    return Page;
  };
  return { load, attempts };
}

describe('RemotePage', () => {
  it('shows a skeleton while the remote loads, then the page', async () => {
    const { load, attempts } = controllableLoader();
    render(<RemotePage id="shop/ShopPage" load={load} />);
    expect(screen.getByRole('status').textContent).toContain('Wird geladen');

    await act(async () => attempts[0]?.resolve({ default: () => <h1>Bleche & Stahlprodukte</h1> }));

    expect(screen.getByRole('heading', { name: 'Bleche & Stahlprodukte' })).toBeTruthy();
  });

  it('shows the fallback with a retry button when the remote fails, and retrying loads again', async () => {
    const { load, attempts } = controllableLoader();
    const silence = jestSilenceConsoleError();
    render(<RemotePage id="calculator/HomePage" load={load} />);

    await act(async () => attempts[0]?.reject(new Error('remoteEntry.js: 404')));

    expect(screen.getByRole('alert').textContent).toContain(
      'Dieser Bereich konnte nicht geladen werden',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(attempts).toHaveLength(2);

    await act(async () => attempts[1]?.resolve({ default: () => <h1>Preis berechnen</h1> }));

    expect(screen.getByRole('heading', { name: 'Preis berechnen' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    silence.restore();
  });
});

/** React logs caught errors; the failure is the behaviour under test, so keep the output clean. */
function jestSilenceConsoleError() {
  const original = console.error;
  console.error = () => undefined;
  return { restore: () => (console.error = original) };
}
