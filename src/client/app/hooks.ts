import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// The only way components reach the store: typed hooks (plain useSelector/useDispatch are banned by lint).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
