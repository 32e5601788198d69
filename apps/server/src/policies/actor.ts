/**
 * Who is acting, as the policies need to know it: the signed-in user (see SessionUser) or null
 * for a visitor. `isSubscriber` is derived from an active subscription when the session is read.
 */
export interface Actor {
  id: number;
  role: 'user' | 'editor' | 'admin';
  isSubscriber: boolean;
}

export type MaybeActor = Pick<Actor, 'isSubscriber'> | null | undefined;
