import { useId } from "react";
import { useLocation, useNavigate } from "react-router";

/** Chooses what a screen shows (a product, a campaign, a section, a region): a query parameter of its address. */
export function Picker({
  label,
  param,
  selected,
  options,
}: {
  label: string;
  param: string;
  selected: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="studio-field studio-picker">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const params = new URLSearchParams(location.search);
          params.set(param, event.target.value);
          navigate({ pathname: location.pathname, search: `?${params}` });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
