import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router-dom';
import type { Failure } from '../data/failure';
import type { Deferred, Loaded } from '../data/loaded';
import { LoadError } from './Status';

interface WhenLoadedProps<T> {
  /** A value from the route's loader. */
  data: Deferred<T>;
  /** Drawn while the data is on its way, the size of what replaces it. */
  placeholder: ReactNode;
  /** The failure as this part of the screen shows it; a message with Try again unless given. */
  failed?: (failure: Failure) => ReactNode;
  children: (data: T) => ReactNode;
}

/** The part of a screen that shows loader data: its placeholder until the data comes, then the data or the failure. */
export function WhenLoaded<T>({ data, placeholder, failed = ({ error }) => <LoadError message={error} />, children }: WhenLoadedProps<T>) {
  return (
    <Suspense fallback={placeholder}>
      <Await resolve={data}>{(loaded: Loaded<T>) => (loaded.status === 'error' ? failed(loaded) : children(loaded.data))}</Await>
    </Suspense>
  );
}
