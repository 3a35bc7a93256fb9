import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { EditRecord, RecordStateSection } from '../../../components/staff-list/edit-record.js';
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
  return (
    <>
      <h1>{T.editEntity}</h1>
      {back}
      <EditRecord<Company> path={companyPath}>
        {(company) => (
          <>
            <CompanyForm key={company.id} company={company} />
            <RecordStateSection
              headingId="company-state"
              name={company.name}
              active={company.is_active}
              invalidates={[COMPANIES_ENDPOINT]}
              write={(next) => ({
                method: 'PATCH',
                path: companyPath(company.id),
                body: { is_active: next },
              })}
            />
            <ApiAccount company={company} />
          </>
        )}
      </EditRecord>
    </>
  );
}
