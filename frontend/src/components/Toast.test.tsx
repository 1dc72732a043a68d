import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './Toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success("You're now logged in!")}>ok</button>
      <button type="button" onClick={() => toast.error('Failed to generate audio.')}>fail</button>
      <button type="button" onClick={() => toast.info('Retrying...', { detail: 'Hang on', duration: 0 })}>info</button>
    </>
  );
}

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  test('success and info are announced politely (status), errors assertively (alert)', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('status')).toHaveTextContent("You're now logged in!");
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate audio.');
  });

  test('they disappear by themselves, or with the dismiss button', () => {
    jest.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByText("You're now logged in!")).toBeNull();
    expect(screen.getByText('Retrying...')).toBeInTheDocument();
    expect(screen.getByText('Hang on')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Retrying...')).toBeNull();
  });

  test('useToast outside a provider explains what is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Buttons />)).toThrow(/ToastProvider/);
  });
});
