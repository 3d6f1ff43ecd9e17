import { useNavigation } from 'react-router';

/**
 * A thin bar across the top while the next page loads (shop-core §4 "Route transition"). Indeterminate:
 * a progress bar with its range and no value, as assistive technology expects of an unknown duration.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="route-progress-bar" />
    </div>
  );
}
