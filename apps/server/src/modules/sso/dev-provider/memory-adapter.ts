import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * The provider's storage for one process. Stating it (rather than leaning on the library's
 * fallback) keeps the dev provider quiet and makes its lifetime explicit: gone on restart.
 */
export function memoryAdapterFactory() {
  const items = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const item = items.get(key);
    if (item && item.expiresAt < Date.now()) items.delete(key);
    return items.get(key)?.payload;
  };
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      items.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUserCode(userCode: string) {
      return [...items.keys()].map(live).find((p) => p?.userCode === userCode);
    }
    async findByUid(uid: string) {
      return [...items.keys()].map(live).find((p) => p?.uid === uid);
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      items.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, item] of items) if (item.payload.grantId === grantId) items.delete(key);
    }
  };
}
