import { useState } from 'react';
import { STAFF_ADMIN_TEXTS, STAFF_WORKSPACE_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import { useApiWrite } from '../../../lib/server-state/index.js';
import { apiAccountPath, rotateSecretPath, type ShownOnce } from '../api/api-account.js';
import { COMPANIES_ENDPOINT, type Company } from '../api/companies.js';

/**
 * The entity's API account, as `npm run manage -- create-entity-client` gives it: create it, or
 * rotate its signing secret. The credentials are shown once, here, and kept nowhere else (not in
 * the query cache: the answer lives in this component's state until "Ya las guardé").
 */
export function ApiAccount({ company }: { company: Company }) {
  const write = useApiWrite<ShownOnce>([COMPANIES_ENDPOINT]);
  const [shown, setShown] = useState<ShownOnce | null>(null);
  const [failure, setFailure] = useState('');
  const account = company.api_client;
  const run = (path: string, body: unknown) => {
    setFailure('');
    write.mutate(
      { method: 'POST', path, body },
      { onSuccess: setShown, onError: (error) => setFailure(error.failure.message) },
    );
  };
  return (
    <section aria-labelledby="api-account-title">
      <h2 id="api-account-title">{T.apiAccountTitle}</h2>
      <p>{account ? T.apiAccountOf(account.username, account.active_secrets) : T.apiAccountNone}</p>
      {shown ? (
        <div className="secret-once" role="status">
          <p>
            <strong>{STAFF_ADMIN_TEXTS.credentialsShownOnce}</strong>
          </p>
          <dl className="data-list">
            {shown.username ? (
              <div>
                <dt>{T.apiAccountUser}</dt>
                <dd>
                  <code>{shown.username}</code>
                </dd>
              </div>
            ) : null}
            {shown.password ? (
              <div>
                <dt>{T.apiAccountPassword}</dt>
                <dd>
                  <code>{shown.password}</code>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{T.apiAccountSecret}</dt>
              <dd>
                <code>{shown.signing_secret}</code>
              </dd>
            </div>
          </dl>
          {shown.old_secrets_expire_at ? (
            <p>{T.apiAccountOldExpire(formatDisplayDateTime(shown.old_secrets_expire_at))}</p>
          ) : null}
          <button type="button" className="sfc-button-link" onClick={() => setShown(null)}>
            {T.apiAccountHide}
          </button>
        </div>
      ) : (
        <p className="form-actions">
          {account ? (
            <button
              type="button"
              className="sfc-button-link sfc-button-link--secondary"
              disabled={write.isPending}
              onClick={() => run(rotateSecretPath(company.id), {})}
            >
              {T.apiAccountRotate}
            </button>
          ) : (
            <button
              type="button"
              className="sfc-button-link"
              disabled={write.isPending || !company.is_active}
              onClick={() => run(apiAccountPath(company.id), {})}
            >
              {T.apiAccountCreate}
            </button>
          )}
        </p>
      )}
      <p role="alert">{failure}</p>
    </section>
  );
}
