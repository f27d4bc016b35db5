import { useSearchParams } from 'react-router';

/** Keeps the `region` the user arrived with on every link between the sign-in screens. */
export function useAuthLink(): (path: string) => string {
  const [searchParams] = useSearchParams();
  const region = searchParams.get('region');
  return (path: string) => (region ? `${path}?region=${encodeURIComponent(region)}` : path);
}
