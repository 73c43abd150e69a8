import { jest } from '@jest/globals';

import { CarrierRequestError, CarrierUnavailableError, CircuitOpenError } from './carrier.errors.js';
import { CircuitBreaker } from './circuit-breaker.js';

describe('CircuitBreaker', () => {
  let now: number;
  let breaker: CircuitBreaker;
  const carrierDown = () => Promise.reject(new CarrierUnavailableError('dhl', 'down', 503));
  const succeed = () => Promise.resolve('ok');

  beforeEach(() => {
    now = 1_000_000;
    breaker = new CircuitBreaker({ name: 'dhl', failureThreshold: 3, cooldownMs: 10_000 }, () => now);
  });

  async function fail(times: number): Promise<void> {
    for (let i = 0; i < times; i += 1) await expect(breaker.execute(carrierDown)).rejects.toThrow('down');
  }

  it('opens after the configured number of consecutive failures', async () => {
    await fail(2);
    expect(breaker.state).toBe('closed');
    await fail(1);
    expect(breaker.state).toBe('open');
  });

  it('counts consecutive failures only: a success in between starts over', async () => {
    await fail(2);
    await breaker.execute(succeed);
    await fail(2);
    expect(breaker.state).toBe('closed');
  });

  it('fails fast while open, without making the call, and says when to try again', async () => {
    await fail(3);
    now += 4_000;
    const call = jest.fn(succeed);

    const error: unknown = await breaker.execute(call).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CircuitOpenError);
    expect(error).toMatchObject({ code: 'CARRIER_CIRCUIT_OPEN', carrier: 'dhl', retryAfterMs: 6_000 });
    expect(call).not.toHaveBeenCalled();
  });

  it('lets one trial call through after the cool-down, and closes when it succeeds', async () => {
    await fail(3);
    now += 10_000;
    expect(breaker.state).toBe('half-open');

    let finishTrial: (value: string) => void = () => undefined;
    const trial = breaker.execute(() => new Promise<string>((resolve) => (finishTrial = resolve)));
    await expect(breaker.execute(succeed)).rejects.toBeInstanceOf(CircuitOpenError);
    finishTrial('ok');

    await expect(trial).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
    await expect(breaker.execute(succeed)).resolves.toBe('ok');
  });

  it('opens again for a full cool-down when the trial call fails', async () => {
    await fail(3);
    now += 10_000;
    await fail(1);

    expect(breaker.state).toBe('open');
    now += 9_999;
    await expect(breaker.execute(succeed)).rejects.toBeInstanceOf(CircuitOpenError);
    now += 1;
    await expect(breaker.execute(succeed)).resolves.toBe('ok');
  });

  it('does not count refused requests or our own bugs as carrier failures', async () => {
    for (let i = 0; i < 5; i += 1) {
      await expect(
        breaker.execute(() => Promise.reject(new CarrierRequestError('dhl', 'bad request', 400))),
      ).rejects.toThrow();
      await expect(breaker.execute(() => Promise.reject(new TypeError('bug')))).rejects.toThrow(TypeError);
    }
    expect(breaker.state).toBe('closed');
  });
});
