/// The page's one style sheet: an iOS inset-grouped table in the system font,
/// light or dark by `data-theme` on the root. It is the same for every spec,
/// so its CSP hash is computed once; the page uses no `style` attributes,
/// which the policy would refuse.
enum HTMLStyle {
  static let css = """
    :root{--bg:#f2f2f7;--cell:#fff;--text:#000;--secondary:#6d6d72;--separator:#c6c6c8;--tint:#007aff;\
    --red:#ff3b30;--green:#34c759;--field:#fff;color-scheme:light}
    html[data-theme=dark]{--bg:#000;--cell:#1c1c1e;--text:#fff;--secondary:#8d8d93;--separator:#38383a;\
    --tint:#0a84ff;--red:#ff453a;--green:#30d158;--field:#2c2c2e;color-scheme:dark}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--text);font:17px/1.35 -apple-system,BlinkMacSystemFont,\
    "Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;overflow-wrap:anywhere}
    main{max-width:680px;margin:0 auto;padding:24px 16px 48px}
    h1{font-size:28px;margin:8px 16px 4px}
    .description{color:var(--secondary);margin:0 16px 16px}
    .section{margin:0 0 24px}
    .header{font-size:13px;font-weight:400;text-transform:uppercase;color:var(--secondary);margin:0 16px 6px}
    .footer{font-size:13px;color:var(--secondary);margin:6px 16px 0;white-space:pre-line}
    .group{background:var(--cell);border-radius:10px;overflow:hidden}
    .row{padding:11px 16px;border-top:0.5px solid var(--separator);margin:0;min-height:44px}
    .group>.row:first-child,.group>[hidden]:first-child+.row{border-top:0}
    .field{display:grid;grid-template-columns:minmax(96px,38%) 1fr;column-gap:12px;align-items:center}
    .field>.hint,.field>.help,.field>.error,.field>.choices{grid-column:1/-1}
    .label{overflow-wrap:anywhere}
    .mark{color:var(--red)}
    .row:not(.is-required) .mark{display:none}
    .control{display:flex;align-items:center;gap:8px;justify-content:flex-end;min-width:0}
    input,select,textarea{font:inherit;color:var(--text);background:var(--field);border:0;min-width:0}
    input[type=text],input[type=password],input[type=number],input[type=tel],textarea,select{width:100%;\
    text-align:right;padding:2px 0;outline:none}
    textarea{text-align:left;resize:vertical;border:0.5px solid var(--separator);border-radius:6px;padding:6px}
    input::placeholder,textarea::placeholder{color:var(--secondary)}
    input[type=range]{flex:1;accent-color:var(--tint)}
    output{min-width:3ch;text-align:right;color:var(--secondary)}
    input[type=checkbox][role=switch]{appearance:none;width:51px;height:31px;border-radius:16px;\
    background:var(--separator);position:relative;cursor:pointer;margin:0}
    input[type=checkbox][role=switch]::after{content:"";position:absolute;top:2px;left:2px;width:27px;\
    height:27px;border-radius:50%;background:#fff;transition:left .2s}
    input[type=checkbox][role=switch]:checked{background:var(--green)}
    input[type=checkbox][role=switch]:checked::after{left:22px}
    fieldset.choices{border:0;margin:0;padding:0;min-width:0}
    fieldset.choices legend{padding:0;margin-bottom:4px}
    .choice{display:flex;gap:10px;align-items:center;padding:6px 0;border-top:0.5px solid var(--separator)}
    .choice input{accent-color:var(--tint);margin:0}
    .hint,.help{font-size:13px;color:var(--secondary);margin:4px 0 0}
    .error{font-size:13px;color:var(--red);margin:4px 0 0}
    .is-disabled .label,.is-disabled .control{opacity:.45}
    .note{color:var(--secondary);font-size:15px;white-space:pre-line}
    .value-row,.link-row{display:flex;align-items:center;gap:12px}
    .titles{display:flex;flex-direction:column;flex:1;min-width:0}
    .detail{font-size:13px;color:var(--secondary)}
    .value{color:var(--secondary);text-align:right}
    .accessory{color:var(--separator);font-size:20px}
    .accessory.checkmark{color:var(--tint)}
    .link-row a{color:var(--tint);text-decoration:none}
    .target{font-size:12px;color:var(--secondary);overflow-wrap:anywhere}
    .button-row{padding:0}
    .button{display:block;width:100%;min-height:44px;padding:11px 16px;border:0;background:transparent;\
    color:var(--tint);font:inherit;text-align:center;cursor:pointer}
    .button.style-default[type=submit]{font-weight:600}
    .button.style-destructive{color:var(--red)}
    .result{margin:0 0 24px}
    .status{margin:0 16px 8px;color:var(--secondary)}
    pre{background:var(--cell);border-radius:10px;padding:12px 16px;overflow:auto;font-size:14px}
    dialog{background:var(--cell);color:var(--text);border:0;border-radius:14px;max-width:300px;text-align:center}
    .confirm-title{font-weight:600}
    .confirm-buttons{display:flex;gap:8px;justify-content:center}
    .confirm-buttons button{font:inherit;color:var(--tint);background:transparent;border:0;padding:8px 12px}
    .confirm-yes{color:var(--red)}
    [hidden]{display:none!important}
    """
}
