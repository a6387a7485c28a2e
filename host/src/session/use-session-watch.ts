import type { ApiClient } from '@callops/api-client';
import { authEndpoints, SESSION } from '@callops/contracts/auth';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { StoreApi } from 'zustand/vanilla';
import { expiryLogoutReason, needsServerValidation, startupCheck } from './session-checks';
import type { SessionState } from './session-store';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The session rules of spec §4 that run while the console is open: the start check of a stored token, the
 * expiry check on navigation and every 30 s (silent logout), the 5-minute server validation of tokens that
 * are not dotted, and activity tracking. Checks with the server never show the Authentication Error toast.
 */
export function useSessionWatch(store: StoreApi<SessionState>, api: ApiClient, now: () => number = Date.now) {
  const { pathname } = useLocation();

  useEffect(() => {
    const { token, logout, confirm } = store.getState();
    const check = startupCheck(token, now());
    if (check.action === 'logout') logout(check.reason);
    if (check.action !== 'verify') return;
    let current = true;
    api
      .call(authEndpoints.me, undefined, { suppressAuthNotification: true })
      .then((user) => current && store.getState().token === token && confirm(user))
      .catch(() => current && store.getState().token === token && store.getState().logout());
    return () => {
      current = false;
    };
  }, [store, api, now]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs on every navigation
  useEffect(() => {
    const reason = expiryLogoutReason(store.getState().token, now());
    if (reason) store.getState().logout(reason);
  }, [pathname, store, now]);

  useEffect(() => {
    const timer = setInterval(() => {
      const reason = expiryLogoutReason(store.getState().token, now());
      if (reason) store.getState().logout(reason);
    }, SESSION.expiryCheckIntervalMs);
    return () => clearInterval(timer);
  }, [store, now]);

  useEffect(() => {
    const timer = setInterval(() => {
      const { token, status } = store.getState();
      if (status !== 'signed-in' || !needsServerValidation(token)) return;
      api
        .call(authEndpoints.me, undefined, { suppressAuthNotification: true })
        .catch(() => store.getState().token === token && store.getState().logout());
    }, SESSION.serverValidationIntervalMs);
    return () => clearInterval(timer);
  }, [store, api]);

  useEffect(() => {
    const record = () => store.getState().recordActivity(now());
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, record, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, record);
    };
  }, [store, now]);
}
