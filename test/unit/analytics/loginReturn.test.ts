import { describe, expect, it } from 'vitest';
import { consumeLoginReturn, markToLogin, toLoginFlagKey } from '../../../lib/analytics/loginReturn';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
};

describe('the login event’s to-login flag', () => {
  it('fires once when the shopper comes back logged in', () => {
    const storage = memory();
    markToLogin(storage);
    expect(storage.values.get(toLoginFlagKey)).toBe('1');
    expect(consumeLoginReturn(storage, true)).toBe(true);
    expect(consumeLoginReturn(storage, true)).toBe(false);
  });

  it('keeps the flag while the shopper is still a guest', () => {
    const storage = memory();
    markToLogin(storage);
    expect(consumeLoginReturn(storage, false)).toBe(false);
    expect(consumeLoginReturn(storage, true)).toBe(true);
  });

  it('never fires without the flag, and survives storage that throws', () => {
    expect(consumeLoginReturn(memory(), true)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => markToLogin(broken)).not.toThrow();
    expect(consumeLoginReturn(broken, true)).toBe(false);
  });
});
