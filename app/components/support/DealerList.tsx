import { useState } from "react";
import { DealerLogo } from "~/components/support/DealerLogo";
import { Modal } from "~/components/ui/Modal";
import type { Dealer } from "~/content/dealers.schema";

interface DealerListProps {
  dealers: Dealer[];
  labels: { visitStore: string; onlineOnly: string; storeAddress: string; close: string };
}

/** Authorised dealers as cards; dealers with shops open the 'Physical Store Address' modal. */
export function DealerList({ dealers, labels }: DealerListProps) {
  const [openDealer, setOpenDealer] = useState<Dealer | null>(null);
  const addresses =
    openDealer?.address === undefined
      ? []
      : typeof openDealer.address === "string"
        ? [openDealer.address]
        : openDealer.address;

  return (
    <>
      <ul className="dealer-list">
        {dealers.map((dealer) => (
          <li key={dealer.title} className="dealer-card">
            <DealerLogo logo={dealer.img} name={dealer.title} />
            <h3 className="dealer-card__title">{dealer.title}</h3>
            {dealer.address === undefined ? <p className="dealer-card__meta">{labels.onlineOnly}</p> : null}
            <div className="dealer-card__actions">
              <a
                className="button button--small button--primary"
                href={dealer.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${labels.visitStore}: ${dealer.title}`}
              >
                {labels.visitStore}
              </a>
              {dealer.address !== undefined ? (
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-haspopup="dialog"
                  aria-label={`${labels.storeAddress}: ${dealer.title}`}
                  onClick={() => setOpenDealer(dealer)}
                >
                  {labels.storeAddress}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={openDealer !== null}
        onClose={() => setOpenDealer(null)}
        title={labels.storeAddress}
        closeLabel={labels.close}
      >
        <p className="modal__subtitle">{openDealer?.title}</p>
        <ul className="address-list">
          {addresses.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {openDealer ? (
          <p>
            <a
              className="button button--small button--primary"
              href={openDealer.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {labels.visitStore}
            </a>
          </p>
        ) : null}
      </Modal>
    </>
  );
}
