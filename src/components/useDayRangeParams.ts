import { useSearchParams } from 'react-router-dom';

type RangeEnd = 'dateStart' | 'dateEnd';

/**
 * A day range kept in the URL's `dateStart` and `dateEnd`, so that a view can be shared and the
 * back button steps out of the page rather than through each day typed (the URL is replaced).
 * An empty day takes its key off the URL.
 */
export function useDayRangeParams() {
  const [params, setParams] = useSearchParams();
  const setDay = (key: RangeEnd, day: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (day) next.set(key, day);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    dateStart: params.get('dateStart') || undefined,
    dateEnd: params.get('dateEnd') || undefined,
    setDay,
    clear: () => setParams({}, { replace: true }),
  };
}
