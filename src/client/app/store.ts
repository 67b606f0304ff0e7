import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type ApiExtra } from './api';

const rootReducer = combineReducers({ [api.reducerPath]: api.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store; tests pass preloadedState, the server passes `extra.serverFetch` (api.ts). Redux DevTools are on
 * in development (configureStore's default).
 */
export function makeStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
