import { useNavigation } from 'react-router';
import { ProgressBar } from 'react-aria-components';

/** A thin bar across the top while the next page loads (shop-core §4 "Route transition"). */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <ProgressBar className="route-progress" isIndeterminate aria-label="Loading page">
      <div className="route-progress-bar" />
    </ProgressBar>
  );
}
