import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminUser, SessionAnswer } from './types';

// Who is signed in, and the CSRF token every state-changing request must carry (docs/admin-api.md).
// 'unknown' until GET /session answers; any 401 from the API turns it to 'signedOut' with the server's message.

export interface SessionState {
  status: 'unknown' | 'signedIn' | 'signedOut';
  user: AdminUser | null;
  csrfToken: string | null;
  /** Shown on the login screen, e.g. "Your session has expired. Please sign in again." */
  notice: string | null;
  /** The server takes payments through the sandbox gateway, so the console shows its test payments. */
  sandbox: boolean;
}

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  csrfToken: null,
  notice: null,
  sandbox: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (_state, action: PayloadAction<SessionAnswer>) => ({
      status: 'signedIn',
      user: action.payload.user,
      csrfToken: action.payload.csrfToken,
      notice: null,
      sandbox: action.payload.sandbox ?? false,
    }),
    signedOut: (_state, action: PayloadAction<string | null | undefined>) => ({
      status: 'signedOut',
      user: null,
      csrfToken: null,
      notice: action.payload ?? null,
      sandbox: false,
    }),
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
