/**
 * §3 select option: what every option list turns into. When an option with `popup_show`
 * is chosen, the form shows `popup_text` in a modal.
 */
export interface SelectOption {
  id: string | number;
  name: string;
  popup_show?: boolean;
  popup_text?: string;
}
