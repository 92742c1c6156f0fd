// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the AddMachineForm form schema (../form-schemas/add-machine-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-743ee869"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Add a machine","type":"object","required":["name","address","port","user","private_key"],"properties":{"name":{"type":"string","minLength":1,"maxLength":32,"pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$","examples":["node07"],"title":"Name","x-help":"Its node name in Slurm once it joins a cluster."},"address":{"title":"Address","x-help":"Its host name or IPv4 address, as the gateway reaches it.","type":"string","minLength":1,"maxLength":253,"pattern":"^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$"},"port":{"title":"SSH port","type":"integer","minimum":1,"maximum":65535,"default":22},"user":{"title":"SSH user","x-help":"root, or a user with password-less sudo.","type":"string","minLength":1,"maxLength":32,"pattern":"^[a-z_][a-z0-9_-]*$","default":"root"},"private_key":{"title":"Private key","x-help":"The OpenSSH private key (PEM), without a passphrase. It is kept, never shown again.","type":"string","minLength":64,"maxLength":16384,"pattern":"^-----BEGIN [A-Z ]*PRIVATE KEY-----","writeOnly":true}},"$id":"-743ee869"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[a-z0-9]([a-z0-9-]*[a-z0-9])?$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$", "u");
const pattern6 = new RegExp("^[a-z_][a-z0-9_-]*$", "u");
const pattern7 = new RegExp("^-----BEGIN [A-Z ]*PRIVATE KEY-----", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-743ee869" */;
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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.port === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "port"},message:"must have required property '"+"port"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.user === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.private_key === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "private_key"},message:"must have required property '"+"private_key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 32){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.address !== undefined){
let data1 = data.address;
if(typeof data1 === "string"){
if(func1(data1) > 253){
const err9 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern5.test(data1)){
const err11 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.port !== undefined){
let data2 = data.port;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err13 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 65535 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.user !== undefined){
let data3 = data.user;
if(typeof data3 === "string"){
if(func1(data3) > 32){
const err16 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data3) < 1){
const err17 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern6.test(data3)){
const err18 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/pattern",keyword:"pattern",params:{pattern: "^[a-z_][a-z0-9_-]*$"},message:"must match pattern \""+"^[a-z_][a-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.private_key !== undefined){
let data4 = data.private_key;
if(typeof data4 === "string"){
if(func1(data4) > 16384){
const err20 = {instancePath:instancePath+"/private_key",schemaPath:"#/properties/private_key/maxLength",keyword:"maxLength",params:{limit: 16384},message:"must NOT have more than 16384 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data4) < 64){
const err21 = {instancePath:instancePath+"/private_key",schemaPath:"#/properties/private_key/minLength",keyword:"minLength",params:{limit: 64},message:"must NOT have fewer than 64 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern7.test(data4)){
const err22 = {instancePath:instancePath+"/private_key",schemaPath:"#/properties/private_key/pattern",keyword:"pattern",params:{pattern: "^-----BEGIN [A-Z ]*PRIVATE KEY-----"},message:"must match pattern \""+"^-----BEGIN [A-Z ]*PRIVATE KEY-----"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/private_key",schemaPath:"#/properties/private_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"name":true,"address":true,"port":true,"user":true,"private_key":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
