import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type DeferredComponent,
  DeferredOverlay,
  deferredComponent,
} from '../../components/private/DeferredOverlay';

const Overlay = ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Menu" /> : null);

/** The header's pattern: the trigger, and once requested the overlay with the same trigger. */
const Host = ({ deferred }: { deferred: DeferredComponent<{ open: boolean }> }) => {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <DeferredOverlay
      requested={requested}
      trigger={<button type="button">Open menu</button>}
      preload={deferred.preload}
      loaded={deferred.loaded}
      onRequest={() => {
        setRequested(true);
        setOpen(true);
      }}
    >
      <deferred.Component open={open} />
    </DeferredOverlay>
  );
};

/** A deferred overlay whose code arrives (or fails) when the test says so. */
function controlledOverlay() {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  let loads = 0;
  const deferred = deferredComponent<{ open: boolean }>(() => {
    loads += 1;
    return new Promise((resolve, reject) => {
      arrive = () => resolve(Overlay);
      fail = reject;
    });
  });
  return {
    host: <Host deferred={deferred} />,
    arrive: () => arrive(),
    fail: (error: Error) => fail(error),
    loads: () => loads,
  };
}

describe('DeferredOverlay', () => {
  it('a press before the code has arrived waits for it, then opens the overlay', async () => {
    const overlay = controlledOverlay();
    render(overlay.host);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    // Hovering started the one download; the press did not start another.
    expect(overlay.loads()).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => overlay.arrive());
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('code that fails to load leaves the trigger in place', async () => {
    // React reports the error its boundary caught.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const overlay = controlledOverlay();
    render(overlay.host);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await act(async () => overlay.fail(new Error('chunk failed')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    reported.mockRestore();
  });
});
