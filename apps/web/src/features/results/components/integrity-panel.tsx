import type { DrawIntegrityRecord, DrawResultSummary } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';

const entriesLinkText = (count: number) =>
  count === 0
    ? 'Download the entry list (empty: no entries)'
    : `Download the ${count === 1 ? 'entry' : `${count} entries`} (text)`;

/** A long hex value that wraps anywhere instead of widening the page. */
function Hex({ value }: { value: string }) {
  return <code className="integrity-hex">{value}</code>;
}

/**
 * What anyone can check about a drawn draw (docs/draw-integrity.md): the entry set sealed when sales
 * stopped and, for a raffle, the seed committed to before the draw and revealed after it.
 */
export function IntegrityPanel({ result }: { result: DrawResultSummary }) {
  const record = result.integrity;
  return (
    <section className="integrity-panel" aria-labelledby="integrity-heading">
      <h2 id="integrity-heading">Check this draw</h2>
      {record ? <IntegrityFacts record={record} /> : <p>This draw has no integrity record.</p>}
      <HowToVerify raffle={result.category === 'raffles'} />
    </section>
  );
}

function IntegrityFacts({ record }: { record: DrawIntegrityRecord }) {
  return (
    <dl className="facts integrity-facts">
      <div>
        <dt>Entries</dt>
        <dd>{record.entriesCount}</dd>
      </div>
      <div>
        <dt>Entries hash (SHA-256)</dt>
        <dd>
          <Hex value={record.entriesHash} />
        </dd>
      </div>
      <div>
        <dt>Sealed</dt>
        <dd>
          <DrawDate iso={record.sealedAt} />
        </dd>
      </div>
      <div>
        <dt>Entry list</dt>
        <dd>
          <a href={record.entriesUrl} download>
            {entriesLinkText(record.entriesCount)}
          </a>
        </dd>
      </div>
      {record.seedCommitment ? (
        <div>
          <dt>Seed commitment</dt>
          <dd>
            <Hex value={record.seedCommitment} />
          </dd>
        </div>
      ) : null}
      {record.seedCommitment ? (
        <div>
          <dt>Seed</dt>
          <dd>{record.seed ? <Hex value={record.seed} /> : 'Revealed once the winner is drawn'}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The procedure in the customer's words; the page's #how-to-verify address opens here. */
function HowToVerify({ raffle }: { raffle: boolean }) {
  return (
    <details className="how-to-verify" id="how-to-verify">
      <summary>How to verify</summary>
      <p>
        When sales stopped, every entry was written down as one line and the list was sealed: its length and
        its SHA-256 hash were published above, before any result existed. Nobody can add, change or remove an
        entry afterwards without changing the hash.
      </p>
      <ul>
        <li>
          A lottery entry is <code>order:game:set=numbers</code>, numbers in ascending order, several sets
          joined by <code>;</code> in key order. A raffle entry is <code>ticket:order</code>.
        </li>
        <li>
          Sort the lines, join them with a line break (no break at the end) and hash them with SHA-256: the
          result is the entries hash.
        </li>
        <li>
          The entry list above is exactly those bytes: find your order number in it, and check it with{' '}
          <code>sha256sum entries.txt</code>.
        </li>
      </ul>
      {raffle ? (
        <>
          <p>
            The raffle winner follows from a secret 32-byte seed. Its commitment, the SHA-256 of the seed, was
            published when sales stopped; the seed itself is shown once the winner is drawn. To repeat the
            draw:
          </p>
          <ol>
            <li>Check that the SHA-256 of the seed’s bytes equals the commitment.</li>
            <li>Sort the sold ticket numbers from lowest to highest: t[0] … t[n−1].</li>
            <li>
              For i = 0, 1, 2, …: take the first 8 bytes of SHA-256 of the text <code>seed:i</code> as a
              number v. Skip v if it is 2<sup>64</sup> − (2<sup>64</sup> mod n) or more, so every ticket has
              the same chance; otherwise ticket t[v mod n] wins, unless it already has.
            </li>
          </ol>
          <p>
            In a shell, <code>printf &apos;%s:%d&apos; &quot;$SEED&quot; 0 | sha256sum | cut -c1-16</code>{' '}
            gives v for i = 0 in hexadecimal.
          </p>
        </>
      ) : null}
    </details>
  );
}
