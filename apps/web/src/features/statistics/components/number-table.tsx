import type { StatisticsNumberSet } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';

function drawsSinceText(drawsSince: number | null): string {
  if (drawsSince === null) return 'Not drawn';
  if (drawsSince === 0) return 'Latest draw';
  return drawsSince === 1 ? '1 draw ago' : `${drawsSince} draws ago`;
}

/**
 * Every number of the set with how often it was drawn and when it last came up: the last-drawn table
 * and the chart's text alternative in one. Scrolls sideways inside itself on a narrow screen.
 */
export function NumberTable({ set, caption }: { set: StatisticsNumberSet; caption: string }) {
  return (
    <div className="stats-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="stats-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Times drawn</th>
            <th scope="col">Last drawn</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {set.frequencies.map((entry) => (
            <tr key={entry.number}>
              <th scope="row">{entry.number}</th>
              <td>{entry.count}</td>
              <td>
                {entry.lastDrawn ? (
                  <>
                    Draw {entry.lastDrawn.drawNo}, <DrawDate iso={entry.lastDrawn.date} style="short" />
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>{drawsSinceText(entry.drawsSince)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
