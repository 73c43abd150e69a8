export interface ToastProps {
  message: string | null;
}

/** The live region is always there, so screen readers announce the message when it appears. */
export function Toast({ message }: ToastProps) {
  return (
    <div className="pp-toast-region" role="status" aria-live="polite">
      {message && (
        <div className="pp-toast" data-testid="toast">
          {message}
        </div>
      )}
    </div>
  );
}
