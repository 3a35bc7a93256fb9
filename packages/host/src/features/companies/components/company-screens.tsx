import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { ActiveToggle } from '../../../components/staff-list/active-toggle.js';
import { StateBadge } from '../../../components/staff-list/cells.js';
import { useRecordId } from '../../../components/staff-list/use-record-id.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { COMPANIES_ENDPOINT, companyPath, type Company } from '../api/companies.js';
import { ApiAccount } from './api-account.js';
import { CompanyForm } from './company-form.js';
import { MassiveInactivation } from './massive-inactivation.js';
import { MassiveUpload } from './massive-upload.js';

const back = (
  <p>
    <Link to={`${PATHS.dashboard}/companies`}>{T.entitiesTitle}</Link>
  </p>
);

/** `/dashboard/companies/add`: one entity by form, many by spreadsheet, and massive inactivation. */
export function AddCompanyScreen() {
  return (
    <>
      <h1>{T.addEntity}</h1>
      {back}
      <CompanyForm />
      <MassiveUpload />
      <MassiveInactivation />
    </>
  );
}

/** `/dashboard/companies/edit?id=`: the entity's data, its state and its API account. */
export function EditCompanyScreen() {
  const id = useRecordId();
  const record = useApiRecord<Company>(id === null ? null : companyPath(id));
  const company = record.data;
  return (
    <>
      <h1>{T.editEntity}</h1>
      {back}
      {id === null ? (
        <Notice kind="error">
          <p>{T.recordMissing}</p>
        </Notice>
      ) : record.isError ? (
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      ) : company ? (
        <>
          <CompanyForm key={company.id} company={company} />
          <section aria-labelledby="company-state">
            <h2 id="company-state">{T.stateSection}</h2>
            <p>
              <StateBadge active={company.is_active} />
            </p>
            <ActiveToggle
              look="button"
              name={company.name}
              active={company.is_active}
              invalidates={[COMPANIES_ENDPOINT]}
              write={(next) => ({
                method: 'PATCH',
                path: companyPath(company.id),
                body: { is_active: next },
              })}
            />
          </section>
          <ApiAccount company={company} />
        </>
      ) : (
        <p role="status">{T.listLoading}</p>
      )}
    </>
  );
}
