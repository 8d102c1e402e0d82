// The studio's sign-in, open to everyone (its forms are bound to a presession cookie: studio/sign-in.server.ts).
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { SignIn, type Outcome } from "../screens/SignIn";
import { signInAction, signInLoader } from "../sign-in.server";

export const meta: MetaFunction = () => [{ title: "Sign in | Mechaforge Studio" }];

export const loader = ({ request, context }: LoaderFunctionArgs) => signInLoader(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => signInAction(request, context);

export default function SignInRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SignIn view={loaderData} outcome={actionData as Outcome | undefined} />;
}
