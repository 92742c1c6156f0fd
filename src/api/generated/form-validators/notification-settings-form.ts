// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the NotificationSettingsForm form schema (../form-schemas/notification-settings-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv-formats/dist/formats.js";
import * as runtime1 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["1cd113bc"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Notification settings","type":"object","required":["email_enabled","webhook_enabled"],"properties":{"email_enabled":{"title":"E-mail when a job ends","type":"boolean"},"email":{"type":"string","format":"email","maxLength":254,"title":"E-mail address"},"webhook_enabled":{"title":"Webhook when a job ends","type":"boolean"},"webhook_url":{"type":"string","format":"uri","pattern":"^https?://[^\\s@/]+(/\\S*)?$","minLength":10,"maxLength":2048,"examples":["https://hooks.example.com/hpc"],"title":"Webhook URL","x-help":"An http or https address that receives a signed POST."},"webhook_secret":{"type":"string","pattern":"^[!-~]{16,128}$","minLength":16,"maxLength":128,"title":"Webhook secret","x-help":"16 to 128 characters, shown only now. Leave empty to keep the one set."},"new_secret":{"title":"Generate a new secret","type":"boolean"}},"$id":"1cd113bc"};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats2 = cjs(runtime0, "fullFormats").uri;
const func1 = cjs(runtime1, "default");
const pattern4 = new RegExp("^https?://[^\\s@/]+(/\\S*)?$", "u");
const pattern5 = new RegExp("^[!-~]{16,128}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="1cd113bc" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email_enabled === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email_enabled"},message:"must have required property '"+"email_enabled"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.webhook_enabled === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_enabled"},message:"must have required property '"+"webhook_enabled"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.email_enabled !== undefined){
if(typeof data.email_enabled !== "boolean"){
const err2 = {instancePath:instancePath+"/email_enabled",schemaPath:"#/properties/email_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(func1(data1) > 254){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.test(data1))){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.webhook_enabled !== undefined){
if(typeof data.webhook_enabled !== "boolean"){
const err6 = {instancePath:instancePath+"/webhook_enabled",schemaPath:"#/properties/webhook_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.webhook_url !== undefined){
let data3 = data.webhook_url;
if(typeof data3 === "string"){
if(func1(data3) > 2048){
const err7 = {instancePath:instancePath+"/webhook_url",schemaPath:"#/properties/webhook_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data3) < 10){
const err8 = {instancePath:instancePath+"/webhook_url",schemaPath:"#/properties/webhook_url/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data3)){
const err9 = {instancePath:instancePath+"/webhook_url",schemaPath:"#/properties/webhook_url/pattern",keyword:"pattern",params:{pattern: "^https?://[^\\s@/]+(/\\S*)?$"},message:"must match pattern \""+"^https?://[^\\s@/]+(/\\S*)?$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats2(data3))){
const err10 = {instancePath:instancePath+"/webhook_url",schemaPath:"#/properties/webhook_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/webhook_url",schemaPath:"#/properties/webhook_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.webhook_secret !== undefined){
let data4 = data.webhook_secret;
if(typeof data4 === "string"){
if(func1(data4) > 128){
const err12 = {instancePath:instancePath+"/webhook_secret",schemaPath:"#/properties/webhook_secret/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data4) < 16){
const err13 = {instancePath:instancePath+"/webhook_secret",schemaPath:"#/properties/webhook_secret/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data4)){
const err14 = {instancePath:instancePath+"/webhook_secret",schemaPath:"#/properties/webhook_secret/pattern",keyword:"pattern",params:{pattern: "^[!-~]{16,128}$"},message:"must match pattern \""+"^[!-~]{16,128}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/webhook_secret",schemaPath:"#/properties/webhook_secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.new_secret !== undefined){
if(typeof data.new_secret !== "boolean"){
const err16 = {instancePath:instancePath+"/new_secret",schemaPath:"#/properties/new_secret/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"email_enabled":true,"email":true,"webhook_enabled":true,"webhook_url":true,"webhook_secret":true,"new_secret":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
