import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { screenMeta } from "../components/frame";
import { AuditScreen } from "../screens/AuditScreen";
import { loadAudit } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ context }: LoaderFunctionArgs) => loadAudit(context);

export default function AuditRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return <AuditScreen rows={loaderData.rows} />;
}
