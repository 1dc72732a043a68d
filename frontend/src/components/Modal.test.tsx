import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ onOpen, onClosed }: { onOpen?: () => void; onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Upgrade to keep exploring" modalType="upgrade" onOpen={onOpen} onClosed={onClosed}>
        <a href="/x">First link</a>
        <button type="button">Last button</button>
      </Modal>
    </>
  );
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('Modal', () => {
  test('is an accessible, labelled dialog that takes focus and sends modal_open', () => {
    const onOpen = jest.fn();
    render(<Harness onOpen={onOpen} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to keep exploring' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([{ event: 'modal_open', modal_type: 'upgrade' }]);
  });

  test('Esc closes it, sends modal_close and gives focus back to the opener', () => {
    const onClosed = jest.fn();
    render(<Harness onClosed={onClosed} />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toContainEqual({ event: 'modal_close', modal_type: 'upgrade' });
    expect(document.activeElement).toBe(opener);
  });

  test('the close button and the backdrop close it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Tab wraps around inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog');
    const first = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last button' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
