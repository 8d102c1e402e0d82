import type { ReactNode } from "react";
import { FormSuccess } from "~/components/support/FormSuccess";
import { PageIntro } from "~/components/support/PageIntro";
import { SupportForm } from "~/components/support/SupportForm";
import type { FormFieldText } from "~/content/support-forms.schema";

/** What a support form's action answered: its submit result, or the page-action guard's refusal. */
export type FormAnswer =
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "refused"; message: string; values: Record<string, string> }
  | { status: "success"; reference: string }
  | undefined;

interface FormCopy<Field extends string> {
  title: string;
  intro: string | readonly string[];
  submit: string;
  successTitle: string;
  successText: string;
  referenceLabel: string;
  again: string;
  fields: Record<Field, FormFieldText>;
}

/** The common props of one field: its name, its words, and what the last answer said of it (error, typed value). */
export interface FieldBinding {
  name: string;
  text: FormFieldText;
  error?: string;
  defaultValue?: string;
}

interface SupportFormPageProps<Field extends string> {
  id: string;
  form: FormCopy<Field>;
  labels: { errorSummary: string; privacyNote: string; submitting: string };
  /** The form's own path: "submit another" starts it again. */
  path: string;
  answer: FormAnswer;
  /** The fields, given a binding per field name. */
  children: (field: (name: Field) => FieldBinding) => ReactNode;
}

/**
 * A support form page (product registration, RMA, wholesale): the intro, then the form with its error summary, or the
 * confirmation with the stored reference once it is sent.
 */
export function SupportFormPage<Field extends string>({
  id,
  form,
  labels,
  path,
  answer,
  children,
}: SupportFormPageProps<Field>) {
  const errors = answer?.status === "invalid" ? answer.errors : undefined;
  const values = answer?.status === "invalid" || answer?.status === "refused" ? answer.values : {};
  const notice = answer?.status === "refused" ? answer.message : undefined;
  const field = (name: Field): FieldBinding => ({
    name,
    text: form.fields[name],
    error: errors?.[name],
    defaultValue: values[name],
  });
  return (
    <article className="support-page" aria-labelledby={id}>
      <PageIntro id={id} title={form.title} intro={form.intro} />
      <div className="support-body support-body--narrow">
        {answer?.status === "success" ? (
          <FormSuccess
            title={form.successTitle}
            text={form.successText}
            referenceLabel={form.referenceLabel}
            reference={answer.reference}
            again={form.again}
            againHref={path}
          />
        ) : (
          <SupportForm errors={errors} notice={notice} labels={{ ...labels, submit: form.submit }}>
            {children(field)}
          </SupportForm>
        )}
      </div>
    </article>
  );
}
