import { useId, useState, type FormEvent } from 'react';
import { EV_ALERTS_TEXTS as T, PORTAL_TEXTS } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { ApiCallError, useApiWrite, usePageQuery } from '../../../lib/server-state/index.js';

/** `GET /alerts/configuration_alert`: the user's setting per alert type. */
const SETTINGS_ENDPOINT = '/alerts/configuration_alert';
/** Only "Vencimiento próximo" (type 3) reads `days_before`. */
const DEADLINE_TYPE = 3;
const MAX_DAYS = 15;

/** One row of the user's alert configuration. */
interface AlertSetting {
  id: number;
  type_alert: { id: number; name: string };
  is_active: boolean;
  days_before: number;
}

/** One alert type: its switch (saved at once) and, for deadlines, the days before. */
function SettingRow({ setting, onSaved }: { setting: AlertSetting; onSaved: (message: string) => void }) {
  const id = useId();
  const write = useApiWrite<AlertSetting>([SETTINGS_ENDPOINT]);
  const [days, setDays] = useState(String(setting.days_before));
  const [daysError, setDaysError] = useState<string | null>(null);
  const name = setting.type_alert.name;

  const toggle = () =>
    write.mutate(
      {
        method: 'POST',
        path: '/alerts/change_state_configuration/',
        body: { id: setting.id, is_active: !setting.is_active },
      },
      { onSuccess: () => onSaved(T.settingsSaved(name)) },
    );

  const saveDays = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (!/^\d+$/.test(days) || value > MAX_DAYS) {
      setDaysError(T.settingsDaysError);
      return;
    }
    setDaysError(null);
    write.mutate(
      { method: 'PATCH', path: `/alerts/configuration_alert/${setting.id}/`, body: { days_before: value } },
      { onSuccess: () => onSaved(T.settingsSaved(name)) },
    );
  };

  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <input
          id={`${id}-active`}
          type="checkbox"
          checked={setting.is_active}
          disabled={write.isPending}
          onChange={toggle}
          aria-label={`${T.settingsActive}: ${name}`}
        />
      </td>
      <td>
        {setting.type_alert.id === DEADLINE_TYPE ? (
          <form className="alert-settings__days" noValidate onSubmit={saveDays}>
            <label htmlFor={`${id}-days`} className="sfc-visually-hidden">
              {`${T.settingsDays}: ${name}`}
            </label>
            <input
              id={`${id}-days`}
              className="alert-settings__input"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAYS}
              value={days}
              aria-describedby={`${id}-hint${daysError ? ` ${id}-error` : ''}`}
              aria-invalid={daysError ? true : undefined}
              onChange={(event) => setDays(event.target.value)}
            />
            <button type="submit" className="sfc-button-link" disabled={write.isPending}>
              {T.settingsSave}
            </button>
            <span id={`${id}-hint`} className="alert-settings__hint">
              {T.settingsDaysHint}
            </span>
            {daysError ? (
              <span id={`${id}-error`} className="alert-settings__error">
                {daysError}
              </span>
            ) : null}
          </form>
        ) : (
          '—'
        )}
        {write.isError ? (
          <span role="alert" className="alert-settings__error">
            {write.error instanceof ApiCallError ? write.error.failure.message : T.settingsError}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * `/dashboard/alerts/settings`: the signed-in user's alert configuration, one row per type: a
 * switch that turns the type's alerts on or off (`change_state_configuration/`), and for
 * "Vencimiento próximo" the business days before the deadline (`PATCH configuration_alert/{id}/`).
 * The next alerts follow the saved settings.
 */
export function AlertSettingsScreen() {
  const settings = usePageQuery<AlertSetting>(SETTINGS_ENDPOINT, { page_size: 100 });
  const [saved, setSaved] = useState('');
  return (
    <>
      <h1>{T.settingsTitle}</h1>
      <p>{T.settingsIntro}</p>
      <p role="status">{saved}</p>
      {settings.isError ? (
        <Notice kind="error">
          <p>{settings.error instanceof ApiCallError ? settings.error.failure.message : T.settingsError}</p>
          <button type="button" className="sfc-button-link" onClick={() => void settings.refetch()}>
            {PORTAL_TEXTS.retry}
          </button>
        </Notice>
      ) : !settings.data ? (
        <p role="status">{T.loading}</p>
      ) : (
        <table className="alert-settings__table">
          <caption className="sfc-visually-hidden">{T.settingsTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{T.settingsType}</th>
              <th scope="col">{T.settingsActive}</th>
              <th scope="col">{T.settingsDays}</th>
            </tr>
          </thead>
          <tbody>
            {settings.data.results.map((setting) => (
              <SettingRow key={setting.id} setting={setting} onSaved={setSaved} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
