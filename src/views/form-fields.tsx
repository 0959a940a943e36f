import type { InputHTMLAttributes, ReactNode } from "react";
import { StrokeSvg } from "./icons";

const inputClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100";

type InputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };

type FieldProps = InputProps & {
  label: string;
  hint?: string;
  /**
   * Marks a required field with an asterisk, on forms that mix required and optional fields
   * (sign-up); where every field is required (sign-in) the marks would say nothing.
   */
  markRequired?: boolean;
};

/** A labelled text input. */
export function TextField(props: FieldProps) {
  return labelled(props, (input) => <input className={inputClass} {...input} />);
}

/** The label (with its hint) above a control; shared by every field kind. */
function labelled(
  { label, hint, markRequired, ...input }: FieldProps,
  control: (input: InputProps) => ReactNode,
) {
  return (
    // data-field: where src/client/auth/form-controls.ts puts the field's own message.
    <div className="space-y-1.5" data-field>
      <FieldLabel htmlFor={input.id} hint={hint} required={markRequired && input.required}>
        {label}
      </FieldLabel>
      {control(input)}
    </div>
  );
}

/** The labelled email input of the account forms. */
export function EmailField({
  id,
  required,
  markRequired,
}: {
  id: string;
  required?: boolean;
  markRequired?: boolean;
}) {
  return (
    <TextField
      id={id}
      name="email"
      type="email"
      label="Email"
      autoComplete="email"
      placeholder="you@company.com"
      required={required}
      markRequired={markRequired}
    />
  );
}

/** A labelled password input with its own show/hide button (src/client/auth/form-controls.ts). */
export function PasswordField(props: FieldProps) {
  return labelled(props, (input) => (
    <div className="relative">
      <input type="password" className={`${inputClass} pr-10`} {...input} />
      <button
        type="button"
        data-password-toggle={input.id}
        aria-label="Show password"
        aria-pressed="false"
        className="group absolute inset-y-0 right-0 flex items-center px-3 text-gray-500 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-400 dark:hover:text-gray-200"
      >
        <StrokeSvg className="h-4 w-4 group-aria-pressed:hidden">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </StrokeSvg>
        <StrokeSvg className="hidden h-4 w-4 group-aria-pressed:block">
          <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
        </StrokeSvg>
      </button>
    </div>
  ));
}

function FieldLabel({
  htmlFor,
  hint,
  required,
  children,
}: {
  htmlFor: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium">
      {children}
      {required && <RequiredMark />}
      {hint && <span className="ml-1 font-normal text-gray-500 dark:text-gray-400">({hint})</span>}
    </label>
  );
}

/**
 * The asterisk after a required field's label (issue 29: required fields are marked). Seen by
 * eye; a screen reader hears "required" from the control's own attribute.
 */
export function RequiredMark({ searchOnly = false }: { searchOnly?: boolean }) {
  return (
    <span
      className="ml-0.5 text-red-600 dark:text-red-400"
      aria-hidden="true"
      // On the create form: required only in search mode (a list needs none of those fields).
      data-search-only={searchOnly || undefined}
    >
      *
    </span>
  );
}

const buttonBase =
  "inline-flex w-full items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60";

/** Class names of the primary (filled) and secondary (outlined) buttons. */
export const buttonClass = {
  primary: `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`,
  secondary: `${buttonBase} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800`,
};

/**
 * The primary button of a scripted account form: disabled until src/client/auth/ wires it (the
 * data-needs-script ones), it reads `busyLabel` while its request runs.
 */
export function BusyButton({
  type = "submit",
  busyLabel,
  needsScript = true,
  children,
  ...data
}: {
  type?: "submit" | "button";
  busyLabel: string;
  needsScript?: boolean;
  children: ReactNode;
} & { [attribute: `data-${string}`]: boolean }) {
  return (
    <button
      type={type}
      {...data}
      data-needs-script={needsScript || undefined}
      disabled
      data-busy-label={busyLabel}
      className={buttonClass.primary}
    >
      {children}
    </button>
  );
}

export const linkClass =
  "font-medium text-brand-600 hover:text-brand-700 hover:underline dark:text-brand-500";
