import autocannon from 'autocannon';

/** One autocannon run to its end, stopped early when `signal` aborts (a case out of time, Ctrl-C). */
export function runAutocannon(options: autocannon.Options, signal: AbortSignal): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, finished: autocannon.Result) => {
      signal.removeEventListener('abort', stop);
      if (error) reject(error);
      else resolve(finished);
    });
    const stop = () => instance.stop();
    signal.addEventListener('abort', stop, { once: true });
  });
}
