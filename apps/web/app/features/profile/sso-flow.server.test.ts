import { describe, expect, it } from 'vitest';
import { canonicalRestart, decodeSsoFlow, encodeSsoFlow } from './sso-flow.server.ts';

const CALLBACK = 'http://localhost:3000/en/login/sso/callback';

describe('starting the exchange flow on the canonical origin', () => {
  it('sends a flow opened on 127.0.0.1 over to the host the provider returns to', () => {
    const request = new Request('http://127.0.0.1:3000/en/profile/exchange/link?redirectTo=%2Fen%2Fquizzes');
    expect(canonicalRestart(request, CALLBACK)).toBe(
      'http://localhost:3000/en/profile/exchange/link?redirectTo=%2Fen%2Fquizzes&canonical=1',
    );
  });

  it('starts at once on the canonical host, and never sends a request over twice', () => {
    expect(canonicalRestart(new Request('http://localhost:3000/en/login/sso'), CALLBACK)).toBeNull();
    expect(
      canonicalRestart(new Request('http://127.0.0.1:3000/en/login/sso?canonical=1'), CALLBACK),
    ).toBeNull();
    expect(canonicalRestart(new Request('http://127.0.0.1:3000/en/login/sso'), undefined)).toBeNull();
  });

  it('keeps the link mode in the flow cookie', () => {
    const flow = { state: 's', codeVerifier: 'v', redirectTo: '/en/profile', mode: 'link' as const };
    expect(decodeSsoFlow(encodeSsoFlow(flow))).toEqual(flow);
    expect(decodeSsoFlow(encodeSsoFlow({ ...flow, mode: undefined }))).not.toHaveProperty('mode');
  });
});
