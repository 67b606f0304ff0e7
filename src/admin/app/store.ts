import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { adminApi } from './api';
import { sessionSlice, signedOut } from './session';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  [adminApi.reducerPath]: adminApi.reducer,
});

export type AdminState = ReturnType<typeof rootReducer>;

/** A fresh store for the console; tests pass preloadedState (for example a signed-in session). */
export function makeAdminStore(preloadedState?: Partial<AdminState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(adminApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
export type AdminDispatch = AdminStore['dispatch'];

export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>();
export const useAdminSelector = useSelector.withTypes<AdminState>();

/**
 * Ends the session in the browser; the frame then shows the login screen, which forgets every cached office
 * record once the pages that used them are gone (resetting earlier would make those pages fetch again).
 */
export function endSession(dispatch: AdminDispatch, notice: string | null) {
  dispatch(signedOut(notice));
}
