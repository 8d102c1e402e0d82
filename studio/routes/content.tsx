// The content screens (products, prices, stock, campaigns, banners, menus, legal facts): forms made from the content's schemas, on
// a draft. One module for the six: they differ only in the part of the document they edit (studio/workspace.server.ts).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { screenMeta } from "../components/frame";
import { HomeTiles } from "../components/HomeTiles";
import { LegalState } from "../components/LegalState";
import { MenuEntries } from "../components/MenuEntries";
import { NewEditionForm, NewSeriesForm } from "../components/NewEditionForm";
import { NewProductForm } from "../components/NewProductForm";
import { ProductNames } from "../components/ProductNames";
import { RemoveProduct } from "../components/RemoveProduct";
import { TextBanners } from "../components/TextBanners";
import { Workspace } from "../components/Workspace";
import { ContentScreen } from "../screens/ContentScreen";
import { loadContent } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadContent(params.screen, request, context);

export default function ContentRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Workspace workspace={data.workspace} preview={data.preview}>
      {(editor, draftOpen) => {
        // Legal facts are a publisher's to change: an editor sees them read-only.
        const editable = draftOpen && (data.legal?.mayEdit ?? true);
        return (
          <ContentScreen
            key={`${data.screen} ${data.picker?.selected ?? ""} ${data.workspace.draft?.id ?? ""}`}
            title={data.title}
            intro={data.intro}
            picker={data.picker}
            parts={data.parts}
            editor={editor}
            editable={editable}
            now={data.now}
            others={
              data.banners
                ? [data.banners.base]
                : data.home
                  ? [data.home.base]
                  : data.names
                    ? data.names.languages.map(
                        (language) => `/bundles/${language.id}/products/products/${data.names!.product}`,
                      )
                    : undefined
            }
            offers={data.offers}
            picture={data.pictures}
          >
            {data.screen === "products" ? <NewProductForm editor={editor} editable={editable} /> : null}
            {data.names ? (
              <RemoveProduct
                key={`remove ${data.names.product}`}
                data={data.names}
                editor={editor}
                editable={editable}
              />
            ) : null}
            {data.names ? (
              <ProductNames key={data.names.product} data={data.names} editor={editor} editable={editable} />
            ) : null}
            {data.edition ? (
              <NewEditionForm
                key={`edition ${data.edition.from}`}
                editor={editor}
                editable={editable}
                {...data.edition}
              />
            ) : null}
            {data.edition ? (
              <NewSeriesForm
                key={`series ${data.edition.from}`}
                editor={editor}
                editable={editable}
                {...data.edition}
              />
            ) : null}
            {data.home ? <HomeTiles data={data.home} editor={editor} editable={editable} /> : null}
            {data.banners ? (
              <MenuEntries data={data.banners} editor={editor} editable={editable} now={data.now} />
            ) : null}
            {data.banners ? (
              <TextBanners data={data.banners} editor={editor} editable={editable} now={data.now} />
            ) : null}
            {data.legal ? (
              <LegalState key={data.legal.region} data={data.legal} editor={editor} editable={editable} />
            ) : null}
          </ContentScreen>
        );
      }}
    </Workspace>
  );
}
