import { Link, useSearchParams } from 'react-router';
import { LEDGER_TEXTS as T, formatDisplayDateTimeWithZone, type SignedTreeHead } from '@sfc/core';
import '../ledger.css';
import { TableBox } from '../../../components/table-box.js';
import { Notice } from '../../../components/notice.js';
import { useLedgerKey } from '../api/ledger-key.js';
import { useLatestTreeHead } from '../api/ledger-sth.js';
import { useTreeHeadHistory } from '../api/ledger-sth-history.js';

const signedAt = (head: SignedTreeHead) => formatDisplayDateTimeWithZone(new Date(head.timestamp));
const count = (n: number) => n.toLocaleString('es-CO');

function LatestHead() {
  const latest = useLatestTreeHead();
  if (latest.isPending) return <p role="status">{T.loading}</p>;
  if (!latest.data) return <Notice kind="error">{T.registerUnavailable}</Notice>;
  const head = latest.data;
  return (
    <dl className="data-list">
      <div>
        <dt>{T.treeSize}</dt>
        <dd data-testid="ledger-tree-size">{count(head.tree_size)}</dd>
      </div>
      <div>
        <dt>{T.signedAt}</dt>
        <dd>{signedAt(head)}</dd>
      </div>
      <div>
        <dt>{T.rootHash}</dt>
        <dd className="ledger-hex">{head.root_hash}</dd>
      </div>
      <div>
        <dt>{T.keyIdLabel}</dt>
        <dd className="ledger-hex">{head.key_id}</dd>
      </div>
      <div>
        <dt>{T.signature}</dt>
        <dd className="ledger-hex">{head.signature}</dd>
      </div>
    </dl>
  );
}

function History() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const history = useTreeHeadHistory(page);
  if (history.isPending) return <p role="status">{T.loading}</p>;
  if (!history.data) return <Notice kind="error">{T.registerUnavailable}</Notice>;
  const { results, hasNext, hasPrevious, count: total } = history.data;
  const go = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return (
    <div className="ledger-history">
      <TableBox label={T.historyHeading}>
        <table>
          <caption>{T.historyCaption(page, total)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.signedAt}</th>
              <th scope="col">{T.treeSize}</th>
              <th scope="col">{T.rootHash}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((head) => (
              <tr key={`${head.tree_size}-${head.timestamp}`}>
                <td>{signedAt(head)}</td>
                <td>{count(head.tree_size)}</td>
                <td className="ledger-hex">{head.root_hash}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {hasPrevious || hasNext ? (
        <nav className="ledger-history__pager" aria-label={T.historyPages}>
          {hasPrevious ? (
            <button
              type="button"
              className="sfc-button-link sfc-button-link--secondary"
              onClick={() => go(page - 1)}
            >
              {T.newer}
            </button>
          ) : null}
          {hasNext ? (
            <button
              type="button"
              className="sfc-button-link sfc-button-link--secondary"
              onClick={() => go(page + 1)}
            >
              {T.older}
            </button>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function PublicKey() {
  const key = useLedgerKey();
  if (key.isPending) return <p role="status">{T.loading}</p>;
  if (!key.data) return <Notice kind="error">{T.registerUnavailable}</Notice>;
  return (
    <>
      {key.data.development ? <Notice kind="info">{T.developmentKey}</Notice> : null}
      <dl className="data-list">
        <div>
          <dt>{T.algorithm}</dt>
          <dd>{key.data.algorithm}</dd>
        </div>
        <div>
          <dt>{T.keyIdLabel}</dt>
          <dd className="ledger-hex">{key.data.key_id}</dd>
        </div>
        <div>
          <dt>{T.publicKey}</dt>
          <dd className="ledger-hex" data-testid="ledger-public-key">
            {key.data.public_key}
          </dd>
        </div>
      </dl>
    </>
  );
}

/**
 * `/transparencia/registro`: the newest signed tree head of the complaint ledger, the history of
 * heads (paged, `?page=`), the public key and how to verify a receipt without the portal.
 */
export function LedgerRegisterScreen() {
  return (
    <>
      <h1>{T.registerTitle}</h1>
      <p className="lead">{T.registerIntro}</p>
      <section aria-labelledby="ledger-latest">
        <h2 id="ledger-latest">{T.latestHeading}</h2>
        <LatestHead />
      </section>
      <section aria-labelledby="ledger-key">
        <h2 id="ledger-key">{T.keyHeading}</h2>
        <PublicKey />
      </section>
      <section aria-labelledby="ledger-history">
        <h2 id="ledger-history">{T.historyHeading}</h2>
        <History />
      </section>
      <section aria-labelledby="ledger-offline">
        <h2 id="ledger-offline">{T.offlineHeading}</h2>
        <ol className="ledger-steps">
          {T.offlineSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <Link to="/verificar">{T.verifyLink}</Link>
        </p>
      </section>
    </>
  );
}
